export function ResumeUploadStep() {
  return <p>resume (temporary)</p>;
}
