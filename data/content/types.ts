/** A titled section of an information page; paragraphs are plain text, items an optional bullet list. */
export interface ContentSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}
