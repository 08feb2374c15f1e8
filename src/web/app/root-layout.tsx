import { Suspense } from 'react';
import { Outlet } from 'react-router';

export function RootLayout() {
  return (
    <main id="main">
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </main>
  );
}
