/** New-chapter notifications and their email settings (issue 19): part of the endpoint table (see ../api.ts). */
import { MessageResponseSchema } from '../schemas/common.ts';
import {
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSettingsSchema,
  UnreadCountSchema,
  UnsubscribeQuerySchema,
} from '../schemas/notifications.ts';
import { e } from './endpoint.ts';

export const NOTIFICATIONS_ENDPOINTS = {
  listNotifications: e({
    method: 'GET',
    path: '/api/notifications',
    summary: "The caller's new-chapter notifications, newest first, a page at a time",
    tag: 'Notifications',
    access: 'user',
    query: NotificationListQuerySchema,
    response: NotificationPageSchema,
  }),
  unreadNotificationCount: e({
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: "How many of the caller's notifications are unread",
    tag: 'Notifications',
    access: 'user',
    response: UnreadCountSchema,
  }),
  markNotificationsRead: e({
    method: 'POST',
    path: '/api/notifications/read',
    summary: 'Mark notifications read: { ids } or { all: true }',
    tag: 'Notifications',
    access: 'user',
    body: MarkNotificationsReadBodySchema,
    response: MarkNotificationsReadSchema,
  }),
  getNotificationSettings: e({
    method: 'GET',
    path: '/api/users/me/notification-settings',
    summary: "The caller's new-chapter email setting (off, immediate or daily digest)",
    tag: 'Notifications',
    access: 'user',
    response: NotificationSettingsSchema,
  }),
  updateNotificationSettings: e({
    method: 'PUT',
    path: '/api/users/me/notification-settings',
    summary: "Change the caller's new-chapter email setting",
    tag: 'Notifications',
    access: 'user',
    body: NotificationSettingsSchema,
    response: NotificationSettingsSchema,
  }),
  unsubscribePage: e({
    method: 'GET',
    path: '/api/unsubscribe',
    summary: "A mail's unsubscribe link: turns new-chapter emails off without signing in (RFC 8058)",
    tag: 'Notifications',
    access: 'none',
    query: UnsubscribeQuerySchema,
    response: MessageResponseSchema,
  }),
  unsubscribe: e({
    method: 'POST',
    path: '/api/unsubscribe',
    summary: 'One-click unsubscribe (List-Unsubscribe-Post): turns new-chapter emails off without signing in',
    tag: 'Notifications',
    access: 'none',
    query: UnsubscribeQuerySchema,
    response: MessageResponseSchema,
  }),
};
