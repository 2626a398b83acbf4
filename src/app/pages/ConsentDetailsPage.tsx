import { useState } from 'react';
import { Button, Modal } from '../../components';
import { useGoHome, useSessionState } from '../session';
import { Notice, PageHeader } from './PageHeader';

/**
 * Consent Application Details (docs/behaviour.md#application-details 'consentDetails'). The Back button and its leave-page
 * modal are here; the form sections come with the consent-form work.
 */
export function ConsentDetailsPage() {
  const goHome = useGoHome();
  const [leaving, setLeaving] = useState(false);
  const editPlan = useSessionState((state) => state.editPlan);
  const selectedPolicyNumber = useSessionState((state) => state.selectedPolicyNumber);

  return (
    <>
      <PageHeader>
        <h1>Consent Application Details</h1>
        <Button variant="secondary" onPress={() => setLeaving(true)}>
          Back
        </Button>
      </PageHeader>
      <Notice>
        <p>{editPlan ? `Application ${selectedPolicyNumber}` : 'New application'}</p>
        <p>The application form is not part of this build yet.</p>
      </Notice>
      <Modal
        isOpen={leaving}
        onOpenChange={setLeaving}
        title="Are you sure you want to leave this page?"
        actions={
          <>
            <Button variant="secondary" onPress={() => setLeaving(false)}>
              NO
            </Button>
            <Button onPress={goHome}>YES</Button>
          </>
        }
      >
        Any unsaved changes will be lost
      </Modal>
    </>
  );
}
