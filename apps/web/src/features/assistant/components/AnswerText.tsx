import { Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import { piecesOf, resultsSearchOf } from '../api/figure-links';
import type { FigureSource } from '../api/stream';

/**
 * An answer's text with every figure a link to the results it sums (the results screen filtered to
 * its period, scope, method, category and facility). Line breaks are kept: answers are lists.
 */
export function AnswerText({
  response,
  figures,
  onNavigate,
}: {
  response: string;
  figures: readonly FigureSource[];
  /** Called when a figure's link is followed (the panel closes so the results show). */
  onNavigate?: () => void;
}) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="assistant-answer">
      {piecesOf(response, figures).map((piece) => {
        if (piece.kind === 'text') return <span key={piece.at}>{piece.text}</span>;
        const search = resultsSearchOf(piece.figure);
        if (search === undefined) return <strong key={piece.at}>{piece.text}</strong>;
        return (
          <AnchorLink
            key={piece.at}
            to="/results"
            search={search}
            fw={600}
            title={t('assistant.figure.open', { figure: piece.text })}
            data-figure={piece.figure.path}
            onClick={onNavigate}
          >
            {piece.text}
          </AnchorLink>
        );
      })}
    </Text>
  );
}
