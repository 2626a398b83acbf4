import styled from 'styled-components';

export const FooterRoot = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.color.divider};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]}`};
`;

export const Statement = styled.p`
  max-width: 90ch;
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const LegalName = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const LicenceNumber = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
