import { useEffect, useRef } from 'react';
import { color } from '../src/ui/theme';
import type { ContactFormWords } from './content/contact-form';
import { Done } from './contact-form-styles';

/**
 * "Form was submitted", in place of the form. It takes focus and scrolls itself into view as it appears: on a phone
 * the form was taller than the screen, and the visitor was left looking at the footer.
 */
export function ContactFormSent({ words }: { words: ContactFormWords }) {
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!done.current) return;
    done.current.focus({ preventScroll: true });
    done.current.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Done role="status" data-testid="contact-form-done" ref={done} tabIndex={-1}>
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill={color.action} />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <p css={{ fontSize: 24, fontWeight: 800, color: color.navy }}>{words.submitted}</p>
      <p css={{ color: color.muted }}>{words.submittedText}</p>
    </Done>
  );
}
