/** Copyright takedowns (issue 18): part of the endpoint table (see ../api.ts). */
import {
  CounterNoticeBodySchema,
  StaffTakedownCaseSchema,
  TakedownActBodySchema,
  TakedownBodySchema,
  TakedownCaseSchema,
  TakedownQueuePageSchema,
  TakedownQueueQuerySchema,
} from '../schemas/takedowns.ts';
import { e, id } from './endpoint.ts';

export const TAKEDOWN_ENDPOINTS = {
  createTakedown: e({
    method: 'POST',
    path: '/api/takedowns',
    summary:
      'File a copyright notice against novels or chapters of this site (no account needed); the case and its due time',
    tag: 'Moderation',
    access: 'none',
    body: TakedownBodySchema,
    bodyLimit: 'notice',
    response: TakedownCaseSchema,
    status: 201,
  }),
  counterNotice: e({
    method: 'POST',
    path: '/api/takedowns/{id}/counter-notice',
    summary: 'The author of content removed by a takedown disputes it',
    tag: 'Moderation',
    access: 'user',
    params: id,
    body: CounterNoticeBodySchema,
    bodyLimit: 'notice',
    response: TakedownCaseSchema,
  }),
  takedownQueue: e({
    method: 'GET',
    path: '/api/moderation/takedowns',
    summary: 'Takedown cases: open ones overdue first, then by due time; closed ones latest decided first',
    tag: 'Moderation',
    access: 'moderator',
    query: TakedownQueueQuerySchema,
    response: TakedownQueuePageSchema,
  }),
  actOnTakedown: e({
    method: 'POST',
    path: '/api/moderation/takedowns/{id}/act',
    summary: "Remove a case's content (mailing its author the counter-notice steps), reject the notice, or restore",
    tag: 'Moderation',
    access: 'moderator',
    params: id,
    body: TakedownActBodySchema,
    response: StaffTakedownCaseSchema,
  }),
};
