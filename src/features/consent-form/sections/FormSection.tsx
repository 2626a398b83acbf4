import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { panelSurface } from '../../../components';

const Card = styled.section`
  ${panelSurface}

  /* A little more room under a form's last field. */
  @media (min-width: 600px) {
    padding-bottom: ${({ theme }) => theme.space[6]};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.divider};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Two columns of fields on wide screens, one below 600 px. */
const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  align-items: start;

  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A section of the form as a card of fields, named by its heading (a landmark region). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <FieldGrid>{children}</FieldGrid>
    </Card>
  );
}
