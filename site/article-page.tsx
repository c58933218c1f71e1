import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { usePageLanguage } from '../src/ui/page-language';
import { color, focusRing } from '../src/ui/theme';
import { documentHref } from '../variants/routes/spanish-documents';
import type { Article, ArticleBlock } from './content/article';
import { ARTICLE_COPY } from './content/article-copy';
import { CONTACT_PATH } from './content/site-chrome';
import { SiteLayout } from './site-layout';
import { media, site } from './site-theme';
import { useBrand } from './use-brand';

const PageHead = styled.div({
  background: `linear-gradient(135deg, ${color.navy} 0%, ${color.navyLight} 100%)`,
  color: '#fff',
});
const HeadInner = styled.div({
  maxWidth: site.textWidth,
  margin: '0 auto',
  padding: '48px 20px 40px',
  [media.phone]: { padding: '32px 20px 28px' },
});
const Title = styled.h1({ margin: 0, fontSize: 'clamp(30px, 5vw, 44px)', lineHeight: 1.15 });
const Updated = styled.p({ margin: '12px 0 0', color: '#cbd5e1', fontSize: 15 });
const Body = styled.div({
  maxWidth: site.textWidth,
  margin: '0 auto',
  padding: '32px 20px 56px',
  fontSize: 17,
  lineHeight: 1.65,
  '& h2': { margin: '36px 0 12px', fontSize: 24, lineHeight: 1.25, color: color.navy },
  '& p': { margin: '0 0 16px' },
  '& ul, & ol': { margin: '0 0 16px', paddingLeft: 24 },
  '& li': { marginBottom: 6 },
  '& a': { color: color.focus },
  '& a:focus-visible': focusRing,
  '& section': { scrollMarginTop: 16 },
});
const Notice = styled.p({
  padding: '14px 16px',
  borderLeft: `4px solid ${color.accent}`,
  borderRadius: 6,
  background: '#fff7ed',
  fontSize: 15,
});
const Facts = styled.table({
  width: '100%',
  margin: '0 0 16px',
  borderCollapse: 'collapse',
  background: color.surface,
  borderRadius: 10,
  overflow: 'hidden',
  boxShadow: '0 2px 10px rgba(15, 39, 71, 0.08)',
  '& caption': { textAlign: 'left', fontWeight: 700, marginBottom: 8, color: color.muted, fontSize: 15 },
  '& th, & td': {
    padding: '12px 14px',
    textAlign: 'left',
    verticalAlign: 'top',
    borderTop: `1px solid ${color.line}`,
  },
  '& tr:first-of-type th, & tr:first-of-type td': { borderTop: 0 },
  '& th': { width: '42%', color: color.navy },
  [media.phone]: { fontSize: 15, '& th, & td': { padding: '10px' } },
});
const Cta = styled.aside({
  marginTop: 40,
  padding: '24px 22px',
  borderRadius: 14,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.08)',
  '& h2': { marginTop: 0 },
});
const CtaLink = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  // On a phone the label takes two lines: centred, with room above and below.
  padding: '8px 22px',
  textAlign: 'center',
  borderRadius: 10,
  background: color.accent,
  color: '#fff !important',
  fontWeight: 800,
  textDecoration: 'none',
  '&:hover': { background: color.accentDark },
});

function Block({ block, brand }: { block: ArticleBlock; brand: (text: string) => string }): ReactNode {
  if (typeof block === 'string') return <p>{brand(block)}</p>;
  if ('list' in block) {
    const items = block.list.map((item) => <li key={item}>{brand(item)}</li>);
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  return (
    <Facts>
      <caption>{block.caption}</caption>
      <tbody>
        {block.facts.map((fact) => (
          <tr key={fact.label}>
            <th scope="row">{fact.label}</th>
            <td>{fact.value}</td>
          </tr>
        ))}
      </tbody>
    </Facts>
  );
}

/**
 * A content page: its heading, introduction, sections, related links and a way to get help. `opening` comes first
 * in the body, above the introduction; `children` after the sections.
 */
export function ArticlePage({
  article,
  opening,
  children,
}: {
  article: Article;
  opening?: ReactNode;
  children?: ReactNode;
}) {
  const brand = useBrand();
  const language = usePageLanguage();
  const copy = ARTICLE_COPY[language];
  return (
    <SiteLayout>
      <article>
        <PageHead>
          <HeadInner>
            <Title>{brand(article.heading)}</Title>
            {article.updated && (
              <Updated>
                {copy.updated} {article.updated}
              </Updated>
            )}
          </HeadInner>
        </PageHead>
        <Body>
          {opening}
          {article.legalInformation && <Notice>{copy.legalNotice}</Notice>}
          {article.intro.map((text) => (
            <p key={text}>{brand(text)}</p>
          ))}
          {article.sections.map((section) => (
            <section key={section.heading} id={section.id}>
              <h2>{brand(section.heading)}</h2>
              {section.body.map((block, index) => (
                <Block key={index} block={block} brand={brand} />
              ))}
            </section>
          ))}
          {children}
          {article.related && article.related.length > 0 && (
            <nav aria-labelledby="related-pages">
              <h2 id="related-pages">{copy.related}</h2>
              <ul>
                {article.related.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Cta>
            <h2>{copy.ctaHeading}</h2>
            <p>{copy.ctaText}</p>
            <CtaLink href={documentHref(CONTACT_PATH, language)}>{copy.ctaButton}</CtaLink>
          </Cta>
          {/* Its own box: the body's paragraph margins would otherwise win over the notice's and glue it to the card. */}
          {article.legalInformation && (
            <div css={{ marginTop: 32 }}>
              <Notice>{copy.legalNotice}</Notice>
            </div>
          )}
        </Body>
      </article>
    </SiteLayout>
  );
}
