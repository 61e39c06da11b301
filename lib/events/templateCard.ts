import type { TemplateDesign } from '../contracts/templates';

/** One template as the /templates page lists it: what the card and its drawn stand-in need, in both languages. */
export interface TemplateCard {
  id: string;
  category: string;
  name: { en: string; hi: string };
  previewUrl: { en: string; hi: string };
  design: TemplateDesign;
  /** The stand-in's texts: the top line, the sample title and the closing line. */
  sample: { en: Record<'kicker' | 'heading' | 'message', string>; hi: Record<'kicker' | 'heading' | 'message', string> };
}
