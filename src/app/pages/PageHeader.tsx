import styled from 'styled-components';

/** A page's title row: the heading and its main actions. */
export const PageHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  /* focused by the app after navigation, not by the user: no ring */
  h1:focus {
    outline: none;
  }
`;

export const Notice = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

/**
 * Inert while the session is not known yet. Not in a route module: React Router splits those into
 * chunks whose module ids differ from the prerender's, and a styled component's id comes from its
 * module (docs/architecture.md#delivery).
 */
export const UntilKnown = styled.div`
  display: contents;
`;
