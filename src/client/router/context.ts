import { createContext, useContext } from 'react';
import type { RouterState } from './state';

export interface Router {
  state: RouterState;
  navigate: (href: string) => void;
  retry: () => void;
}

export const RouterContext = createContext<Router | null>(null);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter() is used outside <RouterProvider>');
  return router;
}
