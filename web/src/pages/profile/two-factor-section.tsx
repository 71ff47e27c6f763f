/**
 * Profile: 'Two-factor authentication'. Off: Set up -> QR code and key -> first code -> recovery codes -> Done.
 * On: since when, recovery codes left, 'Regenerate recovery codes' and 'Turn off' (each asks for a current code).
 */
import { TotpCodeSchema, type CurrentUser, type MfaEnrollment } from '@inkshelf/contracts';
import { Button, formatDate } from '@inkshelf/reader-ui';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@inkshelf/ui/form-field';
import { toast } from '@inkshelf/ui/toast';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TWO_FACTOR_TEXTS as T } from './two-factor-texts.ts';
import { failureText } from './use-account-mutations.ts';
import { useMfaEnroll, useMfaRegenerate, useMfaStatus, useMfaUnenroll, useMfaVerify } from './use-two-factor.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; enrollment: MfaEnrollment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'confirm'; action: 'regenerate' | 'turnOff' };

const failed = (error: unknown, fallback: string) =>
  toast({ title: T.failed, description: failureText(error, fallback), variant: 'destructive' });

export function TwoFactorSection({ user }: { user: CurrentUser }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const enrolled = user.mfaEnrolled === true;
  const done = () => setStep({ kind: 'idle' });
  return (
    <section
      aria-labelledby="two-factor-heading"
      className="grid gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        {T.heading}
      </h2>
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} username={user.username} onDone={done} />
      ) : step.kind === 'setup' ? (
        <SetupStep
          enrollment={step.enrollment}
          onCodes={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={done}
        />
      ) : enrolled ? (
        <EnabledState
          confirming={step.kind === 'confirm' ? step.action : null}
          onConfirm={(action) => setStep({ kind: 'confirm', action })}
          onCodes={(codes) => setStep({ kind: 'codes', codes })}
          onDone={done}
        />
      ) : (
        <DisabledState onEnrolled={(enrollment) => setStep({ kind: 'setup', enrollment })} />
      )}
    </section>
  );
}

function DisabledState({ onEnrolled }: { onEnrolled: (enrollment: MfaEnrollment) => void }) {
  const enroll = useMfaEnroll();
  const start = () => enroll.mutate(undefined, { onSuccess: onEnrolled, onError: (e) => failed(e, T.setupFailed) });
  return (
    <>
      <p className="text-sm text-muted-foreground">{T.offIntro}</p>
      <Button className="justify-self-start" disabled={enroll.isPending} onClick={start}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {enroll.isPending ? T.starting : T.setUp}
      </Button>
    </>
  );
}

function SetupStep(props: { enrollment: MfaEnrollment; onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const verify = useMfaVerify();
  const submit = async (code: string) => {
    const { recoveryCodes } = await verify.mutateAsync(code);
    toast(T.enabled);
    props.onCodes(recoveryCodes);
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{T.scanIntro}</p>
      <img
        src={props.enrollment.qrCode}
        alt={T.qrAlt}
        width={240}
        height={240}
        className="size-48 rounded-md border border-border bg-white sm:size-60"
      />
      <div className="grid gap-1">
        <p className="text-sm">{T.manualKey}</p>
        <code data-testid="totp-secret" className="rounded bg-muted px-2 py-1 font-mono text-sm break-all">
          {props.enrollment.secret}
        </code>
      </div>
      <CodeForm submitLabel={T.verify} pendingLabel={T.verifying} onSubmit={submit} onCancel={props.onCancel} />
    </div>
  );
}

function EnabledState(props: {
  confirming: 'regenerate' | 'turnOff' | null;
  onConfirm: (action: 'regenerate' | 'turnOff') => void;
  onCodes: (codes: string[]) => void;
  onDone: () => void;
}) {
  const status = useMfaStatus(true);
  const regenerate = useMfaRegenerate();
  const unenroll = useMfaUnenroll();
  const confirm =
    props.confirming === 'regenerate'
      ? async (code: string) => {
          const { recoveryCodes } = await regenerate.mutateAsync(code);
          toast(T.regenerated);
          props.onCodes(recoveryCodes);
        }
      : async (code: string) => {
          await unenroll.mutateAsync(code);
          toast(T.disabled);
          props.onDone();
        };
  return (
    <>
      <div className="grid gap-1 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
          {T.on}
        </p>
        {status.data?.verifiedAt && (
          <p className="text-muted-foreground">{T.onSince(formatDate(status.data.verifiedAt))}</p>
        )}
        {status.data && <p className="text-muted-foreground">{T.codesLeft(status.data.recoveryCodesLeft)}</p>}
      </div>
      {props.confirming ? (
        <div className="grid gap-3">
          <p className="text-sm">{props.confirming === 'regenerate' ? T.confirmRegenerate : T.confirmTurnOff}</p>
          <CodeForm
            submitLabel={props.confirming === 'regenerate' ? T.regenerateSubmit : T.turnOffSubmit}
            destructive={props.confirming === 'turnOff'}
            onSubmit={confirm}
            onCancel={props.onDone}
          />
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => props.onConfirm('regenerate')}>
            {T.regenerate}
          </Button>
          <Button variant="destructive" onClick={() => props.onConfirm('turnOff')}>
            {T.turnOff}
          </Button>
        </div>
      )}
    </>
  );
}

/** A 6-digit code field with its submit and Cancel buttons; the server's refusal shows under the field. */
function CodeForm(props: {
  submitLabel: string;
  pendingLabel?: string;
  destructive?: boolean;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = TotpCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await props.onSubmit(parsed.data);
    } catch (failure) {
      setError(failureText(failure, T.failed));
      setValue('');
      failed(failure, T.failed);
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-xs gap-3">
      <FormField
        label={T.codeLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={props.destructive ? 'destructive' : 'default'} disabled={pending}>
          {pending ? (props.pendingLabel ?? T.working) : props.submitLabel}
        </Button>
        <Button variant="outline" onClick={props.onCancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
