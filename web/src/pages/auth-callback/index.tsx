/**
 * /auth/callback: where Google returns. Sends the code and state to the server, then goes where the visitor
 * was headed (with 'Login successful'), asks for the account password when the Google email belongs to an
 * existing account, or says that sign-in failed with a way back to /auth.
 */
import type { GoogleCallbackResult } from '@inkshelf/contracts';
import { MESSAGES } from '@inkshelf/contracts';
import { buttonClasses } from '@inkshelf/reader-ui';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { failureDetail, finishGoogleSignIn, notifyFailure, readCallbackQuery, useSignedIn } from './google-callback.ts';
import { GoogleLinkForm } from './google-link-form.tsx';

type Step = { kind: 'working' } | { kind: 'link'; email: string } | { kind: 'failed'; detail: string };

export default function AuthCallbackPage() {
  const { search } = useLocation();
  const signedIn = useSignedIn();
  const [step, setStep] = useState<Step>({ kind: 'working' });
  usePageMeta(pageTitle('Signing In'), 'Finishing the sign-in with Google.');

  useEffect(() => {
    let active = true;
    const fail = (detail: string) => {
      if (!active) return;
      notifyFailure(detail);
      setStep({ kind: 'failed', detail });
    };
    const query = readCallbackQuery(search);
    if (query.kind === 'error') {
      fail(query.detail);
      return;
    }
    finishGoogleSignIn(query.body).then(
      (result: GoogleCallbackResult) => {
        if (!active) return;
        if (result.linkRequired) setStep({ kind: 'link', email: result.email });
        else void signedIn(result);
      },
      (error: unknown) => fail(failureDetail(error)),
    );
    return () => {
      active = false;
    };
  }, [search, signedIn]);

  const failLink = (detail: string) => {
    notifyFailure(detail);
    setStep({ kind: 'failed', detail });
  };

  return (
    <div className={`${PROSE_CONTAINER} flex flex-1 flex-col items-center justify-center gap-3`}>
      {step.kind === 'working' && (
        <>
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-muted-foreground" />
          <p role="status" className="text-muted-foreground">
            Signing in...
          </p>
        </>
      )}
      {step.kind === 'link' && <GoogleLinkForm email={step.email} onLinked={signedIn} onFailed={failLink} />}
      {step.kind === 'failed' && (
        <section className="grid w-full max-w-md gap-4 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
          <h1 className="text-xl font-bold">{MESSAGES.toasts.signInFailed.title}</h1>
          <p className="text-muted-foreground">{MESSAGES.toasts.signInFailed.description}</p>
          {step.detail !== MESSAGES.toasts.signInFailed.description && (
            <p role="alert" className="text-sm text-destructive">
              {step.detail}
            </p>
          )}
          <Link to="/auth" replace className={buttonClasses()}>
            Back to sign in
          </Link>
        </section>
      )}
    </div>
  );
}
