/**
 * The app's routes for a full-screen story: the shell and the pages in React Router's
 * `createRoutesStub` (its way to render route modules outside the framework's build), started at
 * the story's `initialPath`, so useBlocker, useNavigation and PrefetchPageLinks work as in the
 * app. Without the routes' clientLoaders: those start the app's data in the app's own cache
 * (src/app/app-state.ts), while a story's pages ask its own cache for what they need.
 */
import { useState } from 'react';
import { createRoutesStub, redirect } from 'react-router';
import { AppLayout } from '../../src/app/AppLayout';
import { ConsentDetailsPage } from '../../src/app/pages/ConsentDetailsPage';
import { HomePage } from '../../src/app/pages/HomePage';
import { paths } from '../../src/app/paths';

const toHome = () => redirect(paths.home);

const makeStub = () =>
  createRoutesStub([
    {
      Component: AppLayout,
      children: [
        { index: true, loader: toHome },
        { path: paths.home, Component: HomePage },
        { path: paths.details, Component: ConsentDetailsPage },
        { path: '*', loader: toHome },
      ],
    },
  ]);

export function AppRoutes({ initialPath }: { initialPath: string }) {
  const [Stub] = useState(makeStub);
  return <Stub initialEntries={[initialPath]} />;
}
