/** /auth/callback: where a third-party sign-in returns. Reloads the current user, then goes home. */
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentUserKey } from '../../auth/use-current-user.ts';

export default function AuthCallbackPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void client.refetchQueries({ queryKey: currentUserKey }).finally(() => {
      if (active) void navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [client, navigate]);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-muted-foreground" />
      <p role="status" className="text-muted-foreground">
        Signing in...
      </p>
    </div>
  );
}
