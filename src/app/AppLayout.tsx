import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AppFooter, AppHeader, LoaderOverlay } from '../components';
import { useAdviser, useGoHome, useSessionState } from './session';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]}`};
  &:focus {
    outline: none;
  }
`;

/** The shell of SPEC §2: a header with the signed-in adviser, the routed content, a footer. */
export function AppLayout() {
  const { greetingName } = useAdviser();
  const goHome = useGoHome();
  const loader = useSessionState((state) => state.loader);
  return (
    <Shell>
      <AppHeader greetingName={greetingName} onHome={goHome} />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <AppFooter />
      <LoaderOverlay isActive={loader} />
    </Shell>
  );
}
