import { z } from 'zod';
import { numeral } from './numeral';
import { locales } from '../../i18n/locales';
import { ruleParams } from '../validation';
import { id, isHttpUrl, isoDate, listMeta, nullable, oneLine, timestamp } from './common';

/** Where a notification leads: a path of this site ('/book/history?booking=12') or an absolute http(s) address. */
export const notificationLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?![/\\])[^\s]*$/.test(v) || isHttpUrl(v), ruleParams('http_url'));

/** One notification in a user's bell (spec section 3: data.title, data.description as HTML, created_at). */
export const userNotification = z.object({
  id: z.number(),
  data: z.object({ title: z.string(), description: z.string(), link: z.string().nullable().optional() }),
  read_at: timestamp.nullable(),
  created_at: timestamp,
});
export type UserNotification = z.infer<typeof userNotification>;

/** GET /user/notifications (spec section 7): limit, ordering, page. */
export const userNotificationsQuery = z.object({
  limit: numeral(z.number().int().min(1).max(50)).default(10),
  page: numeral(z.number().int().min(1)).default(1),
  ordering: z.enum(['-created_at', 'created_at']).default('-created_at'),
});
export type UserNotificationsQuery = { limit?: number; page?: number; ordering?: '-created_at' | 'created_at' };

export const userNotificationsResponse = z.object({
  data: z.array(userNotification),
  unread_notifications: z.number().int(),
  meta: listMeta,
});
export type UserNotificationsResponse = z.infer<typeof userNotificationsResponse>;

export const markAllReadResponse = z.object({ message: z.string(), affected: z.number().int() });

/** An Expo push token as the Expo SDK hands it to the app. */
export const expoPushToken = z.string().trim().max(200).refine((v) => /^(?:Exponent|Expo)PushToken\[[A-Za-z0-9_-]{1,150}\]$/.test(v), ruleParams('format', { format: 'ExponentPushToken[…]' }));
export const expoTokenInput = z.object({ token: expoPushToken });
export type ExpoTokenInput = z.infer<typeof expoTokenInput>;

const base64url = z.string().trim().min(16).max(200).refine((v) => /^[A-Za-z0-9_-]+=*$/.test(v), ruleParams('format', { format: 'base64url' }));

/** A browser's PushSubscription.toJSON(). */
export const webPushSubscriptionInput = z.object({
  endpoint: z
    .string()
    .trim()
    .max(1000)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    }, ruleParams('http_url')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type WebPushSubscriptionInput = z.infer<typeof webPushSubscriptionInput>;
export const webPushUnsubscribeInput = z.object({ endpoint: z.string().trim().min(1).max(1000) });
/** The VAPID public key; null where this server sends no pushes. */
export const webPushKey = z.object({ publicKey: z.string().nullable() });

// ---------------------------------------------------------------------------------------------------------------
// Mass notifications (the back office's Notifications)

export const massChannels = ['in_app', 'email', 'push'] as const;
export type MassChannel = (typeof massChannels)[number];
export const massStatuses = ['draft', 'scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MassStatus = (typeof massStatuses)[number];

/** Who gets it: every driver, holders of a role, drivers with a booking (in dates / at a hotel in a state), chosen users. */
export const massAudience = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  z.object({ type: z.literal('role'), role_id: id }),
  z.object({
    type: z.literal('bookings'),
    from: nullable(isoDate).optional(),
    to: nullable(isoDate).optional(),
    state_id: nullable(id).optional(),
  }),
  z.object({ type: z.literal('users'), user_ids: z.array(id).min(1).max(1000) }),
]);
export type MassAudience = z.infer<typeof massAudience>;

const massText = z.object({ title: oneLine(200), body: z.string().max(20_000) });
export const massTranslations = z.partialRecord(z.enum(locales), massText);

/**
 * A "send later" time already gone would go out to everyone at once, which is "send now" by mistake. A few minutes'
 * grace covers the time spent filling the form and a browser clock a little behind the server's.
 */
export const SEND_LATER_GRACE_MS = 5 * 60_000;
export const sendAtPassed = (sendAt: string, now = Date.now()) => Date.parse(sendAt) < now - SEND_LATER_GRACE_MS;

export const massNotificationInput = z
  .object({
    title: oneLine(200),
    /** HTML from the editor; the server keeps only its allowlist of tags and attributes. */
    body: z.string().max(20_000),
    link: nullable(notificationLink).optional(),
    translations: massTranslations.default({}),
    audience: massAudience,
    channels: z.array(z.enum(massChannels)).min(1).max(3),
    /** Keep as a draft, send now, or at `send_at`. */
    send: z.enum(['draft', 'now', 'later']).default('draft'),
    send_at: nullable(z.iso.datetime({ offset: true })).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.send === 'later' && !v.send_at) ctx.addIssue({ code: 'custom', path: ['send_at'], message: 'Send at is required', ...ruleParams('required') });
    if (v.send === 'later' && v.send_at && sendAtPassed(v.send_at)) ctx.addIssue({ code: 'custom', path: ['send_at'], message: 'Send at cannot be in the past', ...ruleParams('not_past') });
  });
export type MassNotificationInput = z.input<typeof massNotificationInput>;

export const massNotification = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  translations: massTranslations,
  audience: massAudience,
  channels: z.array(z.enum(massChannels)),
  status: z.enum(massStatuses),
  send_at: timestamp.nullable(),
  sent_at: timestamp.nullable(),
  recipients: z.number(),
  delivered: z.number(),
  failed: z.number(),
  read: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MassNotification = z.infer<typeof massNotification>;
