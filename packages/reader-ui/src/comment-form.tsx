/** CommentForm: the textarea + post button used for new comments and replies, with client-side validation. */
import { CommentFormSchema, ReplyFormSchema } from '@inkshelf/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';

export interface CommentFormProps {
  /** 'comment' validates with 'Comment cannot be empty.', 'reply' with 'Reply cannot be empty.'. */
  kind: 'comment' | 'reply';
  /** Accessible label of the textarea. */
  label: string;
  /** Posts the text (already trimmed); resolves true when it was saved, so the box is cleared. */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  id?: string;
  autoFocus?: boolean;
  className?: string;
}

export function CommentForm({ kind, label, onSubmit, onCancel, id, autoFocus, className }: CommentFormProps) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = kind === 'reply' ? ReplyFormSchema : CommentFormSchema;
    const parsed = schema.safeParse({ content: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setPending(true);
    try {
      if (await onSubmit(parsed.data.content)) setText('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)} className={cn('grid gap-2', className)}>
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        // The form only appears after the user asked for it, so moving focus into it is expected.
        autoFocus={autoFocus}
        rows={kind === 'reply' ? 3 : 4}
        disabled={pending}
        placeholder={kind === 'reply' ? 'Write a reply...' : 'Share your thoughts on this chapter...'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Posting...' : kind === 'reply' ? 'Post Reply' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
