/** @inkshelf/reader-ui: React components shared by the website and the desktop studio. */
export { NotifyProvider, useNotify, type Notice } from './notify.tsx';

export { NovelCard, visibleGenres, type NovelCardData, type NovelCardProps } from './novel-card.tsx';
export { ContentNotes, ContentRatingBadge } from './content-rating.tsx';
export {
  NovelFacts,
  novelFactsText,
  novelCountsText,
  type NovelFactsData,
  type NovelFactsProps,
} from './novel-facts.tsx';
export { NovelCover, CoverPlaceholder, type NovelCoverProps } from './novel-cover.tsx';
export { ChapterReader, isHtmlContent, plainTextParagraphs, type ChapterReaderProps } from './chapter-reader.tsx';
export { ReaderSettings, type ReaderSettingsProps } from './reader-settings.tsx';
export {
  useReaderSettings,
  parseReaderSettings,
  clampFontSize,
  isReaderFont,
  fontStack,
  READER_SETTINGS_STORAGE_KEY,
  DEFAULT_READER_SETTINGS,
  type ReaderSettingsValue,
  type UseReaderSettings,
} from './use-reader-settings.ts';
export {
  READER_LINE_HEIGHTS,
  READER_TEXT_WIDTHS,
  READER_PAGE_THEMES,
  DEFAULT_LINE_HEIGHT,
  DEFAULT_TEXT_WIDTH,
  isReaderLineHeight,
  isReaderTextWidth,
  isReaderPageTheme,
  textColumnWidth,
  type ReaderLineHeight,
  type ReaderTextWidth,
  type ReaderPageTheme,
} from './reader-options.ts';
export { CommentThread, type CommentThreadProps } from './comment-thread.tsx';
export { ModerationNotice, HIDDEN_BY_MODERATION, type ModerationNoticeProps } from './moderation-notice.tsx';
export { CommentForm, type CommentFormProps } from './comment-form.tsx';
export {
  buildCommentTree,
  displayDepth,
  indentFor,
  countReplies,
  isReplyDepthError,
  type CommentData,
  type CommentNode,
} from './comment-tree.ts';
export {
  StarRating,
  StarRatingDisplay,
  roundedStars,
  type StarRatingProps,
  type StarRatingDisplayProps,
} from './star-rating.tsx';
export { ReviewForm, type ReviewFormProps } from './review-form.tsx';
export {
  ReviewList,
  ReviewItem,
  type ReviewListProps,
  type ReviewItemProps,
  type ReviewItemData,
} from './review-list.tsx';
export {
  RelativeTime,
  formatRelativeTime,
  formatDate,
  formatFullDate,
  toDate,
  type RelativeTimeProps,
  type RelativeTimeOptions,
  type DateInput,
} from './relative-time.tsx';
export { RenderTimeContext } from './render-time.ts';
export {
  CopyProtection,
  AllowSelection,
  isCopyExempt,
  ALLOW_SELECTION_ATTRIBUTE,
  type CopyProtectionProps,
} from './copy-protection.tsx';
export { errorMessage } from './error-message.ts';

// Primitives, exported so the web app and the studio look the same.
export { Button, buttonClasses, type ButtonProps, type ButtonVariant, type ButtonSize } from './ui/button.tsx';
export { Spinner, type SpinnerProps } from './ui/spinner.tsx';
export { Field, type FieldChrome, type FieldControlProps, type FieldProps } from './ui/field.tsx';
export { Skeleton } from './ui/skeleton.tsx';
export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './ui/choice-group.tsx';
export { AvatarInitial, initialOf, type AvatarInitialProps } from './ui/avatar.tsx';
export { LazyImage, type LazyImageProps } from './ui/lazy-image.tsx';
export {
  LinkProvider,
  useRenderLink,
  renderAnchor,
  novelPath,
  chapterPath,
  authorPath,
  type RenderLink,
  type LinkRenderProps,
} from './ui/link.tsx';
export { useMediaQuery, useIsMobile, MOBILE_MEDIA_QUERY } from './ui/use-media-query.ts';
export { cn, type ClassValue } from './ui/cn.ts';
