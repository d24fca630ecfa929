import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes } from 'react-router-dom';
import { SecureRoute } from './secure-route';

// Route-level code splitting: each page is a chunk of its own.
const LoginPage = lazy(
  () => import(/* webpackChunkName: "page-login" */ '../pages/login/login-page'),
);
const LoginCallbackPage = lazy(
  () => import(/* webpackChunkName: "page-login-callback" */ '../pages/login/login-callback-page'),
);
const DashboardPage = lazy(
  () => import(/* webpackChunkName: "page-dashboard" */ '../pages/dashboard/dashboard-page'),
);
const LogoutPage = lazy(
  () => import(/* webpackChunkName: "page-logout" */ '../pages/logout/logout-page'),
);
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/not-found-page'),
);

const Loading = () => (
  <p role="status">
    <FormattedMessage id="app.loading" />
  </p>
);

export const AppRoutes = () => (
  <Suspense fallback={<Loading />}>
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/login/callback" element={<LoginCallbackPage />} />
      <Route path="/logout" element={<LogoutPage />} />
      <Route
        path="/"
        element={
          <SecureRoute>
            <DashboardPage />
          </SecureRoute>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </Suspense>
);
