import styled, { css } from 'styled-components';
import { panelSurface, tableCards, visuallyHidden } from '../../components';

export const Card = styled.section`
  ${panelSurface}
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Notice = styled.p`
  margin: 0;
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

/* The wrapper measures its width, so the table becomes cards wherever it is narrow (WCAG 1.4.10). */
export const Measure = styled.div`
  container-type: inline-size;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[3]};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.divider};
  }
  thead th {
    background: ${({ theme }) => theme.color.subtle};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    white-space: nowrap;
  }
  tr[data-archived] {
    background: ${({ theme }) => theme.color.canvas};
  }
  td[data-column='message'] {
    max-width: 22rem;
  }

  /* Wide: the message is shown whole; narrow: behind its disclosure. */
  [data-narrow] {
    display: none;
  }

  /* Narrow: each request a card of "name value" lines, the names from each cell's data-label;
     the message behind its disclosure. */
  ${tableCards({
    below: '48rem',
    labelWidth: '6.5rem',
    cards: css`
      tbody tr {
        border: 1px solid ${({ theme }) => theme.color.divider};
        border-radius: ${({ theme }) => theme.radius.md};
        padding: ${({ theme }) => theme.space[3]};
        margin-bottom: ${({ theme }) => theme.space[3]};
      }
      tbody th,
      tbody td {
        white-space: normal;
        max-width: none;
      }
      td[data-column='message'] {
        display: block;
      }
      [data-wide] {
        display: none;
      }
      [data-narrow] {
        display: block;
      }
    `,
  })}
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Tag = styled.span`
  display: inline-block;
  width: fit-content;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Disclosure = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    overflow-wrap: anywhere;
  }
`;
