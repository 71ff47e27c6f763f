/** The header's dark-mode switch (Radix Switch labelled 'Toggle dark mode'). */
import { cn } from '@inkshelf/reader-ui';
import { Moon, Sun } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useTheme } from '../theme/theme-provider.tsx';

export function DarkModeSwitch({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-muted-foreground', className)}>
      <Sun aria-hidden="true" className="size-4" />
      <Switch.Root
        aria-label="Toggle dark mode"
        checked={dark}
        onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
        className="relative h-6 w-11 shrink-0 cursor-pointer rounded-full border-2 border-transparent bg-input transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <Moon aria-hidden="true" className="size-4" />
    </span>
  );
}
