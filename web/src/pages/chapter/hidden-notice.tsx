/** 'Hidden by moderation' above a chapter its author reads: a chunk of its own, since no reader ever needs it. */
import type { ModerationMark } from '@inkshelf/contracts';
import { ModerationNotice } from '@inkshelf/reader-ui';

export default function HiddenNotice({ mark }: { mark: ModerationMark }) {
  return <ModerationNotice mark={mark} />;
}
