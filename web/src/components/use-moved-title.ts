import { nameKey } from '@inkshelf/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Issue 37: a novel reached by a title it had before a rename moves to its current address, replacing the old one in
 * the history (the server answers such a page with a 301; this covers links followed inside the app).
 */
export function useMovedTitle(urlName: string, title: string | undefined, pathOf: (title: string) => string): void {
  const navigate = useNavigate();
  const target = title !== undefined && nameKey(title) !== nameKey(urlName) ? pathOf(title) : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);
}
