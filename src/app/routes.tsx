import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './AppLayout';
import { DetailsRoute } from './details-route';
import { HomePage } from './pages/HomePage';

/**
 * The routes (docs/behaviour.md#identity-and-session): '' redirects to home; no route parameters.
 * Plain routes, inside whichever router holds them (the app's BrowserRouter, a story's
 * MemoryRouter): the details page and all it alone uses load on demand (details-route.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="consentDetails" element={<DetailsRoute />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Route>
    </Routes>
  );
}
