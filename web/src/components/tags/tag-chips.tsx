/** Chosen tags as chips, each with a button that removes it (the novel form, the administrators' merge). */
import { X } from 'lucide-react';
import { TAG_TEXTS as T } from './tag-texts.ts';

export interface RemovableTagsProps {
  tags: readonly string[];
  onRemove: (tag: string) => void;
  /** The list's accessible name ('Tags of this novel'). */
  label: string;
  disabled?: boolean;
}

export function RemovableTags({ tags, onRemove, label, disabled = false }: RemovableTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary py-0.5 pr-0.5 pl-3 text-sm text-secondary-foreground"
        >
          <span className="min-w-0 break-words">{tag}</span>
          <button
            type="button"
            disabled={disabled}
            aria-label={T.remove(tag)}
            onClick={() => onRemove(tag)}
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
