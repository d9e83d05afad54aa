import { Button, Divider, Modal, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useSessionUser } from '../../../../lib/session-store'
import { DELEGATING_ROLES } from '../../../../shared/approval-delegates'
import { hasRole } from '../../../../shared/roles'
import { DelegationForm } from './delegation-form'
import { DelegationList } from './delegation-list'

/**
 * 'Delegate approvals': a dialog with the user's delegations and a form to add one (for the
 * approval screens' headers); only approvers and admins delegate, so nobody else sees it.
 */
export function DelegateApprovalsButton() {
  const [opened, { open, close }] = useDisclosure(false)
  const user = useSessionUser()
  if (!hasRole(user?.Role, DELEGATING_ROLES)) return null
  return (
    <>
      <Button variant="default" onClick={open}>
        Delegate approvals
      </Button>
      <Modal opened={opened} onClose={close} title="Delegate approvals" centered size="lg" zIndex={1100}>
        <Stack gap="md">
          <Text size="sm">
            While you are away, approvals that fall to you go to your delegate, and the history shows both names.
          </Text>
          <DelegationList />
          <Divider label="Add a delegation" labelPosition="left" />
          <DelegationForm userId={user?.UserID} />
        </Stack>
      </Modal>
    </>
  )
}
