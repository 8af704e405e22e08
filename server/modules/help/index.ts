import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageBody } from '@/api/schemas/common';
import { helpContactInput } from '@/api/schemas/help';
import { localeInfo } from '@/i18n/locales';
import { mailStaff } from '@server/mail/staffMail';
import { anyone } from '@server/plugins/access';
import { defineArea } from '@server/plugins/areas';

/** One line of a visitor's text, safe for a mail header. */
const oneLine = (s: string, max: number) => s.replace(/[\r\n]+/g, ' ').slice(0, max);

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
    const language = localeInfo[req.messages.locale].name;
    // To the staff who keep the FAQ, each in their own language (the site's signature and support contacts); a reply
    // goes to the visitor.
    app.background.run('help question', () =>
      mailStaff(app.db, app.mailer, 'change_faq', (st) => {
        const topic = st(`staffMail.helpQuestion.topics.${q.topic}`);
        const name = oneLine(q.name, 100);
        return {
          subject: oneLine(st('staffMail.helpQuestion.subject', { topic, name }), 200),
          paragraphs: [st('staffMail.helpQuestion.body', { name, email: q.email, topic, language }), q.message, st('staffMail.helpQuestion.reply', { email: q.email, link: `${app.config.publicOrigin}/admin/faq` })],
          replyTo: q.email,
        };
      }),
    );
    return answer;
  });
}

export default defineArea({ routes: [helpRoutes] });
