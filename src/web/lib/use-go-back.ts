import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor } from '#shared/routes.ts';

/**
 * Back one page inside the app; home when this page was the first one opened
 * (a new tab or a link from elsewhere), where "back" would leave the site or do nothing.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers its history entries; 0 is the first page of this visit.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(hrefFor('home'));
  }, [navigate]);
}
