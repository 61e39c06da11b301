import SectionUnavailable from '../../components/account/SectionUnavailable';

/** /wonderland/create-invite-template: not open yet; an honest empty state with the Access Restricted popup. */
export default function CreateInvitePage() {
  return (
    <SectionUnavailable
      title="Create an Invite"
      path={'/wonderland/create-invite-template'}
      text="Design an invitation from a template and share it with your guests. This section opens soon."
    />
  );
}
