import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { client } from '../api';
import { AppTheme } from './app/AppTheme';
import { createQueryClient } from './app/queryClient';
import { requestActivity } from './feedback/requestActivity';
import { storefrontRoutes } from './routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(storefrontRoutes());

/** The traveller site: every path not under /admin. */
export function StorefrontApp() {
  useEffect(() => {
    const detach = requestActivity.attach(client);
    return () => {
      detach();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AppTheme>
        <RouterProvider router={router} />
      </AppTheme>
    </QueryClientProvider>
  );
}
