/** Sends a non-owner away from an author editor: 'Unauthorized' toast, then /author/dashboard (spec section 2). */
import { MESSAGES } from '@inkshelf/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { toast } from '@inkshelf/ui/toast';

/** True while the loaded content belongs to someone else (the redirect is under way). */
export function useOwnerGuard(authorId: number | undefined): boolean {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const redirected = useRef(false);
  const notOwner = authorId !== undefined && Boolean(user) && user?.id !== authorId;

  useEffect(() => {
    if (!notOwner || redirected.current) return;
    redirected.current = true;
    toast({ ...MESSAGES.toasts.unauthorized, variant: 'destructive' });
    void navigate('/author/dashboard', { replace: true });
  }, [notOwner, navigate]);

  return notOwner;
}
