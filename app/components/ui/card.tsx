import { Link } from "@remix-run/react";
import { useContext, type ReactNode } from "react";
import { coverImageAttributes } from "~shared/covers";
import { cx } from "./class-names";
import { MarkupCacheContext, markupKey } from "./markup-cache";

export interface CardImage {
  src: string;
  /** What the picture shows (every card picture has one). */
  alt: string;
}

/** How wide a card is drawn: a third of the page's 72rem column on wide screens, half on tablets, all of a phone. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 23rem, (min-width: 464px) 50vw, 100vw";

export interface CardProps {
  title: ReactNode;
  /** Where the card leads (event or channel page). The whole card is clickable through the title link. */
  href?: string;
  /** The 16:9 photo; a quiet placeholder is drawn when absent. */
  image?: CardImage | null;
  /** A line above the title: category, date, type. */
  eyebrow?: ReactNode;
  /** A line under the title: host, price, date. */
  meta?: ReactNode;
  /** Something laid over the photo's corner, e.g. a StatusBadge. */
  badge?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, e.g. a "Buy Ticket" button; they stay clickable on their own. */
  footer?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** The `sizes` of the picture's srcset: how wide the card is drawn (default CARD_IMAGE_SIZES). */
  imageSizes?: string;
  /** The page's main picture (its Largest Contentful Paint): fetched first, never lazily. */
  priority?: boolean;
}

/**
 * An event or channel card: 16:9 photo, title, meta, body and footer. The photo's box is reserved
 * (aspect-video, and the picture's own width and height), so nothing moves as it loads; a generated
 * cover offers its two widths through srcset.
 */
export function Card(props: CardProps) {
  return (
    <article className={articleClass(props)}>
      <CardInside {...props} />
    </article>
  );
}

/**
 * A Card whose markup the server may keep and share (markup-cache.ts): `inputs` are every input of
 * the card, and `draw`, which gives the Card's props, runs only when its markup is not kept. The
 * browser has no cache (its build keeps only BrowserKeptCard): it draws a Card, and hydrates the
 * kept markup as its own.
 */
export const KeptCard = import.meta.env.SSR ? ServerKeptCard : BrowserKeptCard;

interface KeptCardProps {
  /** What the card is ("event", "channel"): part of its key. */
  kind: string;
  inputs: object;
  draw: () => CardProps;
}

function ServerKeptCard({ kind, inputs, draw }: KeptCardProps) {
  const cache = useContext(MarkupCacheContext);
  const kept = cache?.(markupKey(kind, inputs), () => {
    const props = draw();
    return { className: articleClass(props), inside: <CardInside {...props} /> };
  });
  if (!kept) return <Card {...draw()} />;
  return <article className={kept.className} dangerouslySetInnerHTML={{ __html: kept.html }} />;
}

function BrowserKeptCard({ draw }: KeptCardProps) {
  return <Card {...draw()} />;
}

function articleClass({ href, className }: CardProps): string {
  return cx(
    "group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card",
    href && "transition-shadow focus-within:shadow-lg hover:shadow-lg",
    className,
  );
}

function CardInside({
  title,
  href,
  image,
  eyebrow,
  meta,
  badge,
  children,
  footer,
  headingLevel = 3,
  imageSizes = CARD_IMAGE_SIZES,
  priority = false,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <div className="relative aspect-video w-full overflow-hidden bg-sunken">
        {image ? (
          <img
            {...coverImageAttributes(image.src)}
            sizes={imageSizes}
            alt={image.alt}
            {...(priority ? ({ loading: "eager", fetchpriority: "high" } as const) : ({ loading: "lazy", decoding: "async" } as const))}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div aria-hidden="true" className="flex h-full w-full items-center justify-center font-display text-4xl text-line-strong">
            ✦
          </div>
        )}
        {badge ? <div className="absolute top-3 left-3 z-10">{badge}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {eyebrow ? <p className="text-xs font-semibold tracking-widest text-muted uppercase">{eyebrow}</p> : null}
        <Heading className="font-display text-xl leading-snug">
          {href ? (
            <Link
              to={href}
              className="text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:underline"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {meta ? <div className="text-sm text-muted">{meta}</div> : null}
        {children ? <div className="text-ink">{children}</div> : null}
        {footer ? <div className="relative z-10 mt-auto flex flex-wrap items-center gap-3 pt-3">{footer}</div> : null}
      </div>
    </>
  );
}
