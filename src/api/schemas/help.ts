import { z } from 'zod';
import { oneLine } from './common';
import { faqTopics } from './siteContent';

/** What a visitor asks about from the help centre: the FAQ's topics, or something else. */
export const helpTopics = [...faqTopics, 'other'] as const;
export type HelpTopic = (typeof helpTopics)[number];

/**
 * POST /help/contact: a visitor's question from /utility/help, mailed to the staff who keep the help centre.
 * `website` is a field people never see: a form that fills it in is a robot's, accepted and dropped.
 */
export const helpContactInput = z.object({
  name: oneLine(100),
  email: z.string().trim().min(1).max(254).email(),
  topic: z.enum(helpTopics),
  message: z.string().trim().min(10).max(3000),
  website: z.string().max(200).optional(),
});
export type HelpContactInput = z.infer<typeof helpContactInput>;
