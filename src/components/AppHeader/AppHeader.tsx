import type { MouseEvent, ReactNode } from 'react';
import { brand } from '../../config/brand';
import { VisuallyHidden } from '../theme';
import {
  Avatar,
  Brand,
  HeaderRoot,
  Inner,
  Mark,
  Nav,
  Title,
  NavLink,
  User,
  UserName,
} from './AppHeader.styles';

interface AppHeaderProps {
  /** The signed-in adviser's greeting name; nothing is shown when it is empty. */
  greetingName?: string;
  /** Where "Home" points. */
  homeHref?: string;
  /** Called instead of following `homeHref` on a plain click (not Ctrl/Cmd/Shift-click). */
  onHome?: () => void;
  /** By default the brand config's. */
  title?: string;
  staffHubHref?: string;
  /** Something the adviser has not seen yet (the app's "1 new answer"), before who is signed in. */
  marker?: ReactNode;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The app's banner: product title, the main links and who is signed in. */
export function AppHeader({
  greetingName,
  homeHref = '/home',
  onHome,
  title = brand.productTitle,
  staffHubHref = brand.staffHubPath,
  marker,
}: AppHeaderProps) {
  const name = greetingName?.trim();

  const onHomeClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onHome || !isPlainClick(event)) return;
    event.preventDefault();
    onHome();
  };

  return (
    <HeaderRoot>
      <Inner>
        <Brand>
          <Mark viewBox="0 0 28 28" aria-hidden="true">
            <rect width="28" height="28" rx="7" fill="currentColor" opacity="0.16" />
            <path
              d="M11 5.5h6a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2h-6a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2Zm1.5 13.5h3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </Mark>
          <Title>{title}</Title>
        </Brand>
        <Nav aria-label="Main">
          <ul>
            <li>
              <NavLink href={homeHref} onClick={onHomeClick}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink href={staffHubHref}>Staff hub</NavLink>
            </li>
          </ul>
        </Nav>
        {marker}
        {name && (
          <User>
            <Avatar aria-hidden="true">{name.charAt(0).toUpperCase()}</Avatar>
            <UserName title={name}>
              <VisuallyHidden>Signed in as </VisuallyHidden>
              {name}
            </UserName>
          </User>
        )}
      </Inner>
    </HeaderRoot>
  );
}
