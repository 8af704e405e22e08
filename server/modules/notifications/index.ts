import type { ColumnType, Generated } from 'kysely';
import type { MassStatus } from '@/api/schemas/notifications';
import { defineArea } from '@server/plugins/areas';
import { massNotifications } from './resource';
import { userNotificationRoutes } from './routes';

type Timestamp = ColumnType<string, string | undefined, string>;
type Json<T> = ColumnType<T, string, string>;

export type MassNotificationsTable = {
  id: Generated<number>;
  title: string;
  body: string;
  link: string | null;
  translations: ColumnType<unknown, string | undefined, string>;
  audience: Json<unknown>;
  channels: Json<unknown>;
  status: ColumnType<MassStatus, MassStatus | undefined, MassStatus>;
  send_at: string | null;
  job_id: ColumnType<number | null, number | null | undefined, number | null>;
  recipients: ColumnType<number, number | undefined, number>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: Timestamp;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
};

export type NotificationDeliveriesTable = {
  mass_notification_id: number;
  user_id: number;
  channel: 'email' | 'push';
  status: ColumnType<'pending' | 'sent' | 'failed' | 'skipped', 'pending' | 'sent' | 'failed' | 'skipped' | undefined, 'pending' | 'sent' | 'failed' | 'skipped'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
};

export type PushSubscriptionsTable = {
  id: Generated<number>;
  user_id: number;
  kind: 'web' | 'expo';
  address: string;
  keys: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: ColumnType<string, string | undefined, never>;
};

declare module '@server/db/types' {
  interface Database {
    mass_notifications: MassNotificationsTable;
    notification_deliveries: NotificationDeliveriesTable;
    push_subscriptions: PushSubscriptionsTable;
  }
}

export default defineArea({ resources: [massNotifications], routes: [userNotificationRoutes] });
