// `@theme/EditThisPage`: the "Edit this page" link to `editUrl`, in the theme's words for the
// page's locale (`theme.common.editThisPage`), with Docusaurus's class.
import Translate from './Translate.tsx';

export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      <Translate id="theme.common.editThisPage" description="The link label to edit the current page">
        Edit this page
      </Translate>
    </a>
  );
}
