import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import styled from 'styled-components';
import {
  AppFooter,
  AppHeader,
  BackOnline,
  OfflineBanner,
  focusRing,
  useHeightProperty,
  visuallyHidden,
} from '../components';
import { NewAnswersMarker } from '../features/answers';
import { NavigationProgress } from './NavigationProgress';
import { useOpenApplication } from './open-application';
import { paths } from './paths';
import { useAdviser, useGoHome } from './session';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** The header and the offline banner stay in view together as the page scrolls. */
const StickyTop = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
`;

const Main = styled.main`
  flex: 1;
  /* The footer starts below the fold, whatever the page's first screen holds, so the content
     arriving (the list's rows) never moves it on screen (no layout shift). */
  min-height: 100vh;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]}`};
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &:focus {
    ${focusRing}
  }
`;

/** After a route change the focus goes to the new page's heading (or its content). */
function useFocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = mainRef.current;
    // The page has put the focus on its next step already (the list, on the Edit it came from).
    const active = main?.ownerDocument.activeElement;
    if (active && active !== main && main?.contains(active)) return;
    const heading = main?.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    } else {
      main?.focus();
    }
  }, [pathname]);
  return mainRef;
}

/** Answers about another client, marked wherever the adviser is (docs/behaviour.md#answers-kept-in-sight). */
function useAnswersMarker() {
  const navigate = useNavigate();
  const openSaved = useOpenApplication((state) => state.openSaved);
  const onList = useLocation().pathname === paths.home;
  const onOpen = useCallback(
    (policyNumber: string) => {
      openSaved(policyNumber);
      void navigate(paths.details);
    },
    [navigate, openSaved],
  );
  return (
    <NewAnswersMarker
      onList={onList}
      listHref={paths.home}
      onShowAnswers={() => void navigate(paths.home, { state: { showAnswers: true } })}
      onOpen={onOpen}
    />
  );
}

/** The shell of docs/behaviour.md#application-details: header, routed content, footer. */
export function AppLayout() {
  const { greetingName } = useAdviser();
  const goHome = useGoHome();
  const mainRef = useFocusOnNavigation();
  // The sticky block's height (the offline banner comes and goes, the header wraps on a phone).
  const stickyTopRef = useHeightProperty<HTMLDivElement>('--sticky-top-height');
  // The next page's code and data on their way: this page stays meanwhile.
  const navigating = useNavigation().state !== 'idle';
  const marker = useAnswersMarker();
  // The room the offline banner left when the signal came back, kept on this page only.
  const { pathname } = useLocation();
  const [roomLeft, setRoomLeft] = useState<{ height: number; pathname: string }>();
  const onRoomLeft = useCallback(
    (height: number | undefined) =>
      setRoomLeft(height === undefined ? undefined : { height, pathname }),
    [pathname],
  );
  return (
    <Shell>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <StickyTop ref={stickyTopRef}>
        <AppHeader greetingName={greetingName} onHome={goHome} marker={marker} />
        <OfflineBanner onRoomLeft={onRoomLeft} />
      </StickyTop>
      <NavigationProgress isLoading={navigating} />
      <Main id="main" ref={mainRef} tabIndex={-1} aria-busy={navigating || undefined}>
        {roomLeft?.pathname === pathname && <BackOnline height={roomLeft.height} />}
        <Outlet />
      </Main>
      <AppFooter />
    </Shell>
  );
}
