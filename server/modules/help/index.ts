import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageBody } from '@/api/schemas/common';
import { helpContactInput } from '@/api/schemas/help';
import { anyone } from '@server/plugins/access';
import { defineArea } from '@server/plugins/areas';

/** One line of a visitor's text, safe for a mail header. */
const oneLine = (s: string, max: number) => s.replace(/[\r\n]+/g, ' ').slice(0, max);

/** How many staff one question is mailed to, at most. */
const MAX_RECIPIENTS = 20;

async function helpRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The help centre's contact form: mailed to the staff who keep the FAQ (change_faq) and superusers; limited per address. */
  r.post('/help/contact', {
    config: { ...anyone, rateLimit: { max: app.config.HELP_RATE_LIMIT, timeWindow: 3_600_000, keyGenerator: (req) => `help:${req.ip}` } },
    schema: { tags: ['help'], body: helpContactInput, response: { 201: messageBody } },
  }, async (req, reply) => {
    const { website, ...q } = req.body;
    reply.status(201);
    const answer = { message: req.messages.t('help.received') };
    if (website) return answer;
    app.background.run('help question', async () => {
      const staff = await app.db
        .selectFrom('users')
        .select('email')
        .where('is_active', '=', true)
        .where((eb) =>
          eb.or([
            eb('is_superuser', '=', true),
            eb.exists(
              eb
                .selectFrom('user_roles')
                .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
                .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
                .whereRef('user_roles.user_id', '=', 'users.id')
                .where('permissions.codename', '=', 'change_faq'),
            ),
          ]),
        )
        .orderBy('id')
        .limit(MAX_RECIPIENTS)
        .execute();
      const subject = `Help centre question (${q.topic}) from ${oneLine(q.name, 100)}`;
      const text = `${oneLine(q.name, 100)} <${q.email}> asked about "${q.topic}" in language ${req.messages.locale}:\n\n${q.message}\n\nReply to them at ${q.email}. If the answer would help others, add it to the FAQ: ${app.config.publicOrigin}/admin/faq`;
      for (const s of staff) await app.mailer.send({ to: s.email, subject, text, replyTo: q.email });
    });
    return answer;
  });
}

export default defineArea({ routes: [helpRoutes] });
