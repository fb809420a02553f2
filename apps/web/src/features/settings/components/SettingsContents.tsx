import { useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

interface Entry {
  id: string;
  title: string;
}

/**
 * The settings sections under « Sur cette page », a link to each: on a phone the page is a long
 * column of forms, and « Famille » or « Abonnement » is one tap away instead of a long scroll.
 * The links are read from the sections' own headings (SettingsSection), so they follow them. A
 * link scrolls to its section and moves the focus to its heading, which a screen reader reads.
 */
export function SettingsContents({ children }: { children: ReactNode }) {
  const labelId = useId();
  const sections = useRef<HTMLDivElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);

  useLayoutEffect(() => {
    const found = [...sections.current!.querySelectorAll<HTMLElement>('section.settings-section[id]')].map((section) => ({
      id: section.id,
      title: section.querySelector('h2')?.textContent ?? '',
    }));
    setEntries(found);
  }, []);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView?.({ block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <>
      <nav className="settings-contents" aria-labelledby={labelId}>
        <p id={labelId} className="settings-contents-title">
          Sur cette page
        </p>
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} onClick={(event) => jump(event, entry.id)}>
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={sections} className="settings-sections">
        {children}
      </div>
    </>
  );
}
