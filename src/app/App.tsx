import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../api';
import { ConfirmProvider, ThemeProvider, ToastRegion } from '../components';
import { AppLayout } from './AppLayout';
import { ConsentDetailsPage } from './pages/ConsentDetailsPage';
import { HomePage } from './pages/HomePage';
import { SessionProvider } from './session';

/** The routes of SPEC §2: '' redirects to home; no route parameters. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="consentDetails" element={<ConsentDetailsPage />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Route>
    </Routes>
  );
}

/** The whole app: providers (theme, en-IN, data, session, dialogs, toasts) around the routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <I18nProvider locale="en-IN">
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <BrowserRouter>
              <ConfirmProvider>
                <AppRoutes />
                <ToastRegion />
              </ConfirmProvider>
            </BrowserRouter>
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
