import { CHAT_LINK_REL, linkParts } from '../../lib/chat/links';

/**
 * A message's text as written: HTML shows literally (React writes text, never markup), line breaks
 * kept by CSS, and only http(s) URLs become links, opening in a new tab with `rel="noopener nofollow ugc"`.
 */
export default function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel={CHAT_LINK_REL}>
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
