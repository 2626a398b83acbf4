import { Fragment } from 'react';
import { brand } from '../../config/brand';
import { FooterRoot, Inner, LegalName, LicenceNumber, Statement } from './AppFooter.styles';

export interface Licence {
  /** What the provider is, e.g. "a licensed life insurer". */
  label: string;
  /** The licence or registration number. */
  number: string;
}

export interface AppFooterProps {
  /** Defaults to the brand config's legal name. */
  legalName?: string;
  /** Defaults to the brand config's licences. */
  licences?: readonly Licence[];
}

/** "A, B and C". */
const separatorBefore = (index: number, count: number) =>
  index === 0 ? '' : index === count - 1 ? ' and ' : ', ';

/** The provider's legal name and each licence it holds, all from the brand config. */
export function AppFooter({
  legalName = brand.legalName,
  licences = brand.licences,
}: AppFooterProps) {
  return (
    <FooterRoot>
      <Inner>
        <Statement>
          <LegalName>{legalName}</LegalName> is{' '}
          {licences.map(({ label, number }, index) => (
            <Fragment key={label}>
              {separatorBefore(index, licences.length)}
              {label} (<LicenceNumber>{number}</LicenceNumber>)
            </Fragment>
          ))}
          .
        </Statement>
      </Inner>
    </FooterRoot>
  );
}
