import { Fragment } from 'react';
import { CONTACT_EMAIL } from '../content/site-links';
import { BackButton } from './BackButton';
import './public-pages.css';

/** A paragraph, or a bullet list when an array. */
export type LegalBlock = string | string[];

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

// The contact address becomes a mailto link wherever the text mentions it.
function withEmailLinks(text: string) {
  const parts = text.split(CONTACT_EMAIL);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>}
    </Fragment>
  ));
}

export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="container legal">
      <BackButton />
      <header className="legal-header">
        <h1 className="legal-title">{title}</h1>
        <p className="legal-updated">Dernière mise à jour : {updated}</p>
        <p className="lead">{intro}</p>
      </header>
      <div className="legal-layout">
        <nav className="legal-toc" aria-label="Sommaire">
          <p className="legal-toc-title">Sommaire</p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-body">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} tabIndex={-1} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) =>
                Array.isArray(block) ? (
                  <ul key={blockIndex}>
                    {block.map((item) => (
                      <li key={item}>{withEmailLinks(item)}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={blockIndex}>{withEmailLinks(block)}</p>
                ),
              )}
            </section>
          ))}
          <BackButton />
        </div>
      </div>
    </div>
  );
}
