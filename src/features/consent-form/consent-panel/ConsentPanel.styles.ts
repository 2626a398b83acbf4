import styled from 'styled-components';
import { focusRing, spinnerRing } from '../../../components';

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Box = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
  }
`;

/** The prompt as the phone shows it. */
export const UssdText = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.canvas};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StatusLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
  /* The app moves the focus here after Request Consent: the app's ring, not the browser's. */
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    ${focusRing}
  }
`;

export const Spinner = styled.span`
  ${spinnerRing};
  width: 18px;
  height: 18px;
  flex: none;
`;

export const Countdown = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
