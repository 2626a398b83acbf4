import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { AppProviders } from './AppProviders';
import { ConsentDetailsPage } from './pages/ConsentDetailsPage';
import { HomePage } from './pages/HomePage';

/** The routes (docs/behaviour.md#identity-and-session): '' redirects to home; no route parameters. */
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

/** The whole app: the shared providers (AppProviders) around the router and its routes. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
