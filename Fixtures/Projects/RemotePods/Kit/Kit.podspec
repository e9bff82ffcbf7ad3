Pod::Spec.new do |s|
  s.name         = 'Kit'
  s.version      = '1.0.0'
  s.source_files = 'Sources/**/*.swift'
  # Copied as they are into the app's bundle.
  s.resources    = ['Assets/*.png']
  # Built into KitSheets.bundle: not in the app's bundle.
  s.resource_bundles = {
    'KitSheets' => ['Bundle/*.png']
  }
  s.dependency 'Chart/Core'
end
