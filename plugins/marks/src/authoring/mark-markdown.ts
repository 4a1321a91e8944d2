import { defineMarkdownConversion, type MarkdownConversion } from '@quire/plugin-sdk/authoring';

/** Bold, italic and code as Markdown (`**…**`, `*…*`, `` `…` ``); the other marks have no Markdown form. @public */
export const markMarkdown: MarkdownConversion = defineMarkdownConversion({
  marks: [
    { mark: 'strong', node: 'strong' },
    { mark: 'em', node: 'emphasis' },
    { mark: 'code', node: 'inlineCode' },
  ],
});
