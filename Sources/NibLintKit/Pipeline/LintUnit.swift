/// One unit of a lint: an app with its projects and packages (see `ProjectModel`), or the files of no project.
/// Each unit is linted on its own, so that what stands beside an app never changes its result.
struct LintUnit {
    /// The unit's files, and their positions among the linted files (where discovery's early parses wait).
    var files: [InputFile]
    var positions: [Int]
    /// Images and colours, looked up in every catalog and image file of the unit (an image may come from a
    /// framework or package of the app), never in another app's beside it.
    var assets: AssetCatalog
    /// Those of each Swift package target, by resource bundle (`<Package>_<Target>`): only its own nibs search them.
    var packageAssets: [String: AssetCatalog] = [:]
    /// The launch keys of the unit's projects' build settings (`INFOPLIST_KEY_…`).
    var launchSettings: [LaunchEntry]
    /// Whether an Info.plist is one an app launches from (`ProjectModel.launchesFrom(infoPlist:)`).
    var launchesFrom: (String) -> Bool
    /// Files discovery or the projects found unreadable or unsupported, of the unit's own files (those of no unit's
    /// files go to the unit of loose files, else to the first).
    var problems: [FileProblem]
    /// Whether classes of the unit may come from code outside the tree (a dependency manager's, remote packages').
    var mayHaveUnscannedClasses: Bool
    /// What the unit's dependencies can copy into the app's main bundle (images, colours, nibs, storyboards).
    var mainBundleSupply: MainBundleSupply = .none
    /// The files whose targets' CocoaPods phases refine it (`MainBundleSupply.refined`).
    var mainBundleSupplyOfFile: [String: MainBundleSupply] = [:]
    var modules: ModuleMap
    /// The unit's nibs and storyboards no target of its project builds (skipped): code that loads one of their names
    /// from the main bundle finds nothing.
    var unbuiltNibs: [String] = []
    /// The pods its Podfile names, when `Pods/` is not in the tree.
    var podNames: [String] = []
    /// Code of the unit that is not in the tree: submodules not checked out, sub-projects its projects refer to.
    var absentCode = AbsentCode.List()
    /// The unit's Swift and Objective-C implementation files that no target compiles (`ProjectModel.skipReason(of:)`):
    /// not linted (their load sites and image uses never run), read only for the classes they declare, which do not
    /// exist at run time.
    var uncompiledSources: [InputFile] = []
    /// The sources only frameworks or libraries compile, with the apps whose main bundle their code sees
    /// (`ProjectModel.mainBundleHost(ofFile:)`), and the catalogs those apps (and those libraries) build, by target numbers.
    var mainBundleHosts: [String: MainBundleHost] = [:]
    var hostAssets: [[Int32]: AssetCatalog] = [:]
    /// The Swift files targets compile with Swift 3's `@objc` inference (`ProjectModel.infersObjC(compiling:)`).
    var objCInferringFiles: Set<String> = []
}

/// What discovery learned of the tree besides its files.
struct TreeFacts {
    var problems: [FileProblem]
    var hasDependencyManifest: Bool
    /// Where dependency manifests were found; when empty, `hasDependencyManifest` applies to every project.
    var dependencyMarkers: [String]
    var workspaces: [String]
}

/// The tree cut into units: its projects are read first, the nibs no target builds are left out, and the
/// other files go to the unit (or units) of the projects that hold them.
struct LintUnits {
    /// The files linted: the tree's, but for projects, asset catalogs and nibs no target builds.
    private(set) var files: [InputFile] = []
    /// Their positions among the files found.
    private(set) var kept: [Int] = []
    /// Nibs that no target builds (in no target of their project, or left out by their package target):
    /// skipped, since they can never be loaded.
    private(set) var notBuilt: [String] = []
    /// Why each of `notBuilt` is not built, in the same order.
    private(set) var notBuiltReasons: [ProjectModel.SkipReason] = []
    /// At least one; a file two units share is in both.
    private(set) var units: [LintUnit] = []

    /// `early`: the files discovery parsed, by position among `allFiles` (the projects it read are taken from it).
    init(files allFiles: [InputFile], tree: TreeFacts, early: inout EarlyParses, workers: Workers, clock: inout StageClock) {
        // Each project not read during discovery is read and parsed on a worker; the model that joins the projects is
        // built here. Images and colours are looked up in every catalog and image file of the unit (an image may come
        // from a framework or package of the app), built on workers once the units are known; only namespace groups'
        // `Contents.json` files are read.
        // An XcodeGen spec beside the project it generated is left out (the generated project is what Xcode builds).
        let projectPaths = Set(ProjectModel.withoutGeneratedSpecs(allFiles.filter { $0.kind == .xcodeProject }.map(\.path)))
        var projectReads: [ProjectModel.ProjectRead?] = []
        var readJobs: [ReadJob] = []
        for position in allFiles.indices where allFiles[position].kind == .xcodeProject {
            let taken = early.take(at: position)
            guard projectPaths.contains(allFiles[position].path) else { continue }
            if case .project(let read)? = taken {
                projectReads.append(read)
            } else {
                projectReads.append(nil)
                readJobs.append(.project(allFiles[position], slot: projectReads.count - 1))
            }
        }
        for read in workers.map(readJobs, { $0.run() }) {
            if case .project(let project, let slot) = read { projectReads[slot] = project }
        }
        let manifests = allFiles.filter { $0.fileName == "Package.swift" }.map { file -> (path: String, text: String?) in
            guard case .success(let bytes) = file.readBytes() else { return (file.path, nil) }
            return (file.path, String(decoding: bytes, as: UTF8.self))
        }
        clock.end("read projects")
        let model = ProjectModel(projects: projectReads.compactMap { $0 }, packageManifests: manifests, workspaces: tree.workspaces)
        for file in allFiles where file.kind.isInterfaceBuilder {
            guard let reason = model.skipReason(of: file.path) else { continue }
            notBuilt.append(file.path)
            notBuiltReasons.append(reason)
        }
        // A prebuilt framework's compiled nibs (files, and the bundles discovery reported) are its vendor's build
        // products: listed as skipped, not reported as files niblint cannot check.
        var treeProblems: [FileProblem] = []
        for problem in tree.problems {
            if problem.kind == .unsupported, problem.location.file.hasSuffix(".nib"), let framework = FileDiscovery.enclosingFramework(of: problem.location.file) {
                notBuilt.append(problem.location.file)
                notBuiltReasons.append(.insidePrebuiltFramework(framework: framework))
            } else if problem.kind == .unsupported, problem.location.file.hasSuffix(".nib"), let reason = model.skipReason(of: problem.location.file) {
                // A nib bundle no target builds is skipped, as a xib would be.
                notBuilt.append(problem.location.file)
                notBuiltReasons.append(reason)
                treeProblems.append(FileProblem(kind: .notBuilt, location: problem.location, message: problem.message))
            } else {
                treeProblems.append(problem)
            }
        }
        for file in allFiles where file.kind == .compiledNib {
            if let framework = FileDiscovery.enclosingFramework(of: file.path) {
                notBuilt.append(file.path)
                notBuiltReasons.append(.insidePrebuiltFramework(framework: framework))
            } else if let reason = model.skipReason(of: file.path) {
                // A loose nib file (a `designable.nib` left in a `.lproj` folder) no target builds is skipped, as a xib would be.
                notBuilt.append(file.path)
                notBuiltReasons.append(reason)
                treeProblems.append(FileProblem(kind: .notBuilt, location: SourceLocation(file: file.path, line: 1, column: 1), message: "in no Xcode target"))
            }
        }
        // Sources no target compiles, as nibs no target builds: their code never runs. Headers are in no Sources phase
        // by nature, and a file of no project (or of a package) is compiled as far as niblint can tell, as is one a local
        // pod's `source_files` take (the Pods project that compiles it is not in the tree). Folders first: most sources
        // of a large tree are in packages, or in no project.
        var uncompiled: [InputFile] = []
        var folderMayHoldUncompiled: [Substring: Bool] = [:]
        var podSources: [PodDependencies.PodSources]?
        for file in allFiles where file.kind == .swift || (file.kind == .objectiveC && !file.path.hasSuffix(".h")) {
            let folder = file.path.utf8LastIndex(of: UInt8(ascii: "/")).map { file.path[..<$0] } ?? "."
            if folderMayHoldUncompiled[folder] == nil {
                folderMayHoldUncompiled[folder] = model.mayHoldFilesOfNoTarget(directory: ProjectPath.normalized(String(folder)))
            }
            guard folderMayHoldUncompiled[folder] == true, model.skipReason(of: file.path) == .inNoTarget else { continue }
            let sources = podSources ?? PodDependencies.compiledSources(markers: tree.dependencyMarkers, roots: model.unitRoots) { path in
                ReadJob.contents(InputFile(path: path, kind: .swift))
            }
            podSources = sources
            if !sources.contains(where: { $0.compiles(file.path) }) { uncompiled.append(file) }
        }
        let skipped = Set(notBuilt).union(uncompiled.map(\.path))
        let unbuiltNibs = zip(notBuilt, notBuiltReasons).filter { $0.1 == .inNoTarget }.map(\.0)
        // A strings file is read only when it localizes a nib that is linted (`Base.lproj/Name.storyboard|xib` beside its folder).
        let linkedNibs = Set(allFiles.lazy.filter { $0.kind.isInterfaceBuilder && !skipped.contains($0.path) }.map(\.path))
        kept = allFiles.indices.filter {
            let file = allFiles[$0]
            if file.kind == .localizedStrings { return NibLocalization.baseNibPaths(of: file.path).contains(where: linkedNibs.contains) }
            return file.kind != .xcodeProject && file.kind != .asset && !skipped.contains(file.path)
        }
        files = kept.map { allFiles[$0] }
        let problems = treeProblems + model.problems
        let launchSettings = model.projects.flatMap { $0.targets.flatMap(\.launchEntries) }
        let filesByUnit = Members.filesByUnit(files, model: model)
        let unitNumbers = filesByUnit.indices.filter { !filesByUnit[$0].isEmpty }
        // Each unit's own catalogs: one app's image or colour never hides another's missing one beside it. They are read
        // on the workers while the units' dependencies are (Podfiles, `Pods/` scripts, podspecs): both only read the tree.
        var assets = AssetParts(files: allFiles.filter { $0.kind == .asset }, unitNumbers: unitNumbers.count > 1 ? unitNumbers : nil, model: model)
        let linked = files
        let members = assets.readCatalogs(workers: workers) {
            Members(files: linked, byUnit: filesByUnit, model: model, tree: tree, launchSettings: launchSettings)
        }
        let catalogs = (0..<max(members.positions.count, 1)).map(assets.catalogs(ofUnit:))
        let hosts = Self.mainBundleHosts(files: files, assets: assets, positions: members.positions, model: model)
        clock.end("read targets")
        guard members.positions.count > 1 else {
            units = [LintUnit(files: files, positions: Array(files.indices), assets: catalogs[0].app, packageAssets: catalogs[0].packages,
                              launchSettings: launchSettings, launchesFrom: model.launchesFrom(infoPlist:),
                              problems: problems, mayHaveUnscannedClasses: members.mayHaveUnscannedClasses.first ?? tree.hasDependencyManifest,
                              mainBundleSupply: members.mainBundleSupply.first ?? (tree.hasDependencyManifest ? .unknownDependencies : .none),
                              mainBundleSupplyOfFile: members.mainBundleSupplyOfFile.first ?? [:],
                              modules: model.moduleMap(for: files.map(\.path)), unbuiltNibs: unbuiltNibs, podNames: members.podNames.first ?? [],
                              absentCode: members.absentCode.first ?? AbsentCode.List(),
                              uncompiledSources: uncompiled, mainBundleHosts: hosts.first?.hosts ?? [:], hostAssets: hosts.first?.assets ?? [:])]
            markObjCInferringFiles(model: model)
            return
        }
        // Each unit knows its own files' problems: a rule reads them (an Info.plist's main nib that is a legacy `.nib`
        // bundle exists though niblint cannot read it), whichever unit comes first. Two units' shared file's problem
        // is reported once (`LintResult.merging`).
        var problemsByUnit = [[FileProblem]](repeating: [], count: members.positions.count)
        let memberOfUnit = Dictionary(uniqueKeysWithValues: members.unitNumbers.enumerated().map { ($1, $0) })
        for problem in problems {
            let owners = model.units(of: problem.location.file).compactMap { memberOfUnit[$0] }
            if owners.isEmpty { problemsByUnit[memberOfUnit[model.unitRoots.count] ?? 0].append(problem) }
            for owner in owners { problemsByUnit[owner].append(problem) }
        }
        for unit in members.positions.indices {
            let unitFiles = members.positions[unit].map { files[$0] }
            units.append(LintUnit(files: unitFiles, positions: members.positions[unit], assets: catalogs[unit].app, packageAssets: catalogs[unit].packages,
                                  launchSettings: members.launchSettings[unit],
                                  launchesFrom: model.launchesFrom(infoPlist:), problems: problemsByUnit[unit],
                                  mayHaveUnscannedClasses: members.mayHaveUnscannedClasses[unit], mainBundleSupply: members.mainBundleSupply[unit],
                                  mainBundleSupplyOfFile: members.mainBundleSupplyOfFile[unit], modules: model.moduleMap(for: unitFiles.map(\.path)),
                                  unbuiltNibs: unbuiltNibs.filter { model.units(of: $0).contains(members.unitNumbers[unit]) }, podNames: members.podNames[unit],
                                  absentCode: members.absentCode[unit],
                                  uncompiledSources: uncompiled.filter { model.units(of: $0.path).contains(members.unitNumbers[unit]) },
                                  mainBundleHosts: hosts[unit].hosts, hostAssets: hosts[unit].assets))
        }
        markObjCInferringFiles(model: model)
    }

    /// Each unit's Swift files that targets compile with Swift 3's `@objc` inference (rare: old projects only).
    private mutating func markObjCInferringFiles(model: ProjectModel) {
        guard model.hasObjCInference else { return }
        for unit in units.indices {
            units[unit].objCInferringFiles = Set(units[unit].files.lazy.filter { $0.kind == .swift && model.infersObjC(compiling: $0.path) }.map(\.path))
        }
    }

    /// The tree's asset files, each read once. They are grouped by catalog (the innermost `.xcassets` folder; a loose image
    /// file stands alone), since a catalog's files belong to the same units and bundle and are built by the same targets;
    /// the groups alike in those three are read as one catalog, on the workers. Every catalog a unit needs (its app's, its
    /// package targets', its frameworks' host apps') is merged from those parts.
    private struct AssetParts {
        struct Part {
            /// The units (by position among the members) whose files these are.
            var units: [Int]
            /// The resource bundle of the Swift package target that alone builds them (`<Package>_<Target>`), or "" for the app's.
            var bundle: String
            /// The targets that build them, or copy a folder above them (when the model has library targets).
            var builders: Set<Int32>
            var catalog = AssetCatalog()
        }

        private(set) var parts: [Part] = []
        /// The files of each part, until `readCatalogs` reads them.
        private var filesOfPart: [[InputFile]] = []

        /// The parts, their catalogs not read yet. `unitNumbers`: the members' model units when there are several (nil: one
        /// unit, which has every asset file).
        init(files: [InputFile], unitNumbers: [Int]?, model: ProjectModel) {
            var groups: [(key: Substring, files: [InputFile])] = []
            var groupOfKey: [Substring: Int] = [:]
            for file in files {
                let key = AssetCatalog.catalogEnd(in: file.path).map { file.path[..<$0] } ?? Substring(file.path)
                if let group = groupOfKey[key] {
                    groups[group].files.append(file)
                } else {
                    groupOfKey[key] = groups.count
                    groups.append((key, [file]))
                }
            }
            let memberOfUnit = unitNumbers.map { Dictionary(uniqueKeysWithValues: $0.enumerated().map { ($1, $0) }) }
            var builders = Builders(model: model)
            var partOfKind: [PartKind: Int] = [:]
            for group in groups {
                let kind = PartKind(units: Self.units(of: group.key, memberOfUnit: memberOfUnit, model: model),
                                    bundle: Self.bundle(of: group.files[0], model: model),
                                    builders: model.hasLibraryTargets ? builders.of(catalog: ProjectPath.normalized(String(group.key))) : [])
                if let part = partOfKind[kind] {
                    filesOfPart[part] += group.files
                } else {
                    partOfKind[kind] = parts.count
                    parts.append(Part(units: kind.units, bundle: kind.bundle, builders: kind.builders))
                    filesOfPart.append(group.files)
                }
            }
        }

        /// Reads every part's catalog on the workers, with `alongside` (the units' members) as one more piece of work;
        /// returns what it made.
        mutating func readCatalogs(workers: Workers, alongside: @escaping () -> Members) -> Members {
            // nil: the members, first, so that the longest piece starts at once.
            let jobs: [Int?] = [nil] + Array(filesOfPart.indices)
            let files = filesOfPart
            let outcomes = workers.map(jobs) { job -> (catalog: AssetCatalog?, members: Members?) in
                guard let part = job else { return (nil, alongside()) }
                return (AssetCatalog(files: files[part], contents: ReadJob.contents), nil)
            }
            for (job, outcome) in zip(jobs, outcomes) {
                if let part = job, let catalog = outcome.catalog { parts[part].catalog = catalog }
            }
            filesOfPart = []
            return outcomes[0].members!
        }

        /// A unit's app catalog (the files no Swift package target alone builds) and each package target's, by resource bundle.
        func catalogs(ofUnit unit: Int) -> (app: AssetCatalog, packages: [String: AssetCatalog]) {
            let own = parts.filter { $0.units.contains(unit) }
            var packages: [String: AssetCatalog] = [:]
            for bundle in Set(own.map(\.bundle)) where !bundle.isEmpty {
                packages[bundle] = AssetCatalog(merging: own.filter { $0.bundle == bundle }.map(\.catalog))
            }
            return (AssetCatalog(merging: own.filter { $0.bundle.isEmpty }.map(\.catalog)), packages)
        }

        /// The catalog of a unit's files that any of `targets` builds.
        func catalog(ofUnit unit: Int, builtByAnyOf targets: Set<Int32>) -> AssetCatalog {
            AssetCatalog(merging: parts.filter { $0.units.contains(unit) && !$0.builders.isDisjoint(with: targets) }.map(\.catalog))
        }

        private struct PartKind: Hashable {
            var units: [Int]
            var bundle: String
            var builders: Set<Int32>
        }

        private static func units(of catalog: Substring, memberOfUnit: [Int: Int]?, model: ProjectModel) -> [Int] {
            guard let memberOfUnit else { return [0] }
            let owners = model.units(of: String(catalog))
            // The files of no unit go with the unit of loose files (numbered after the roots).
            return (owners.isEmpty ? [model.unitRoots.count] : owners).compactMap { memberOfUnit[$0] }
        }

        /// The resource bundle of the package target that builds the file, when every target that builds it is that one's.
        private static func bundle(of file: InputFile, model: ProjectModel) -> String {
            let targets = model.packageRoots.isEmpty ? [] : model.targets(building: file.path)
            return targets.first?.resourceBundleModule.flatMap { first in targets.allSatisfy { $0.resourceBundleModule == first } ? first : nil } ?? ""
        }

        /// The targets that build a catalog (or loose image file): those that build it, and those that copy a folder above
        /// it; each folder looked up once.
        private struct Builders {
            let model: ProjectModel
            var ofFolder: [String: Set<Int32>] = [:]

            mutating func of(catalog: String) -> Set<Int32> {
                Set(model.targetNumbers(buildingFile: catalog)).union(copying(ProjectPath.parent(of: catalog)))
            }

            private mutating func copying(_ folder: String) -> Set<Int32> {
                if let known = ofFolder[folder] { return known }
                let parent = ProjectPath.parent(of: folder)
                var found = Set(model.targetNumbers(listingFolder: folder))
                if parent != folder, parent != ".", parent != "/", !parent.isEmpty { found.formUnion(copying(parent)) }
                ofFolder[folder] = found
                return found
            }
        }
    }

    /// For each unit: its sources that only frameworks or libraries compile, with the apps that embed them, and the
    /// catalogs (and image files) those apps build, which their code's main-bundle look-ups search.
    private static func mainBundleHosts(files: [InputFile], assets: AssetParts, positions: [[Int]], model: ProjectModel)
        -> [(hosts: [String: MainBundleHost], assets: [[Int32]: AssetCatalog])] {
        let unitCount = max(positions.count, 1)
        var result = [(hosts: [String: MainBundleHost], assets: [[Int32]: AssetCatalog])](repeating: ([:], [:]), count: unitCount)
        guard model.hasLibraryTargets else { return result }
        for unit in 0..<unitCount {
            let unitFiles = positions.count > unit ? positions[unit].map { files[$0] } : files
            for file in unitFiles where file.kind == .swift || file.kind == .objectiveC {
                guard let host = model.mainBundleHost(ofFile: file.path) else { continue }
                result[unit].hosts[file.path] = host
                guard case .hosts(_, let numbers, let libraries) = host else { continue }
                // The apps' catalogs, and the libraries' own (where the image is when the look-up misses it).
                for targets in [numbers, libraries] where result[unit].assets[targets] == nil {
                    result[unit].assets[targets] = assets.catalog(ofUnit: unit, builtByAnyOf: Set(targets))
                }
            }
        }
        return result
    }

    /// A piece of work read before the units: a project file (asset catalogs are built per unit, once units are known).
    private enum ReadJob {
        /// `slot`: the project's place among the tree's projects.
        case project(InputFile, slot: Int)

        enum Outcome {
            case project(ProjectModel.ProjectRead, slot: Int)
        }

        func run() -> Outcome {
            switch self {
            case .project(let file, let slot):
                guard case .project(let read) = ParseStage.parse(file, collectingWords: false) else { return .project(ProjectModel.read(path: file.path, bytes: nil), slot: slot) }
                return .project(read, slot: slot)
            }
        }

        static func contents(_ file: InputFile) -> [UInt8]? {
            guard case .success(let bytes) = file.readBytes() else { return nil }
            return bytes
        }
    }

    /// The files of each unit, by position in the linted files, and whether classes of that unit may come
    /// from code outside the tree.
    private struct Members {
        /// Which files of a unit a dependency marker stands for.
        enum MarkerScope {
            case wholeUnit
            /// Only the files below these project folders (none: the project it integrates is not in the tree).
            case projects([String])
        }

        /// What a CocoaPods marker (`Podfile`, `Podfile.lock`) of a unit stands for: the projects its Podfile integrates (the
        /// one beside it, those its `project` / `xcodeproj` lines name, the projects beside the workspace its `workspace` line
        /// names). It counts for the whole unit when one of them is an outermost project of the unit (no other project's folder
        /// holds it), or, for a unit of no project, when its folder holds a file of the unit; other markers count for the whole unit.
        static func podfileScope(_ marker: String, model: ProjectModel, unitRoot: String?, unitFiles: some Sequence<String>) -> MarkerScope {
            let name = ProjectPath.lastComponent(of: marker)
            guard name == "Podfile" || name == "Podfile.lock" else { return .wholeUnit }
            let folder = ProjectPath.parent(of: marker)
            let projectRoots = model.projects.map { ProjectPath.normalized($0.rootDirectory) }
                .filter { root in unitRoot.map { ProjectPath.isWithin(root, directory: $0) } ?? false }
            guard !projectRoots.isEmpty else {
                // No Xcode project in the unit: the Podfile stands for the files below its folder.
                return unitFiles.contains { ProjectPath.isWithin(ProjectPath.normalized($0), directory: folder) } ? .wholeUnit : .projects([])
            }
            var integrated: Set<String> = [folder]
            let podfile = name == "Podfile" ? marker : ProjectPath.join(folder)("Podfile")
            if case .success(let bytes) = InputFile(path: podfile, kind: .swift).readBytes() {
                for named in MainBundleSupply.integratedPaths(podfile: String(decoding: bytes, as: UTF8.self)) {
                    // `project 'App/App.xcodeproj'`, `xcodeproj 'App/App'`, `workspace 'App'`: the folder that holds it.
                    let path = ProjectPath.normalized(ProjectPath.join(folder)(named))
                    integrated.insert(ProjectPath.parent(of: path))
                }
            }
            let integratedRoots = projectRoots.filter(integrated.contains)
            let outermost = integratedRoots.contains { root in !projectRoots.contains { $0 != root && ProjectPath.isWithin(root, directory: $0) } }
            return outermost ? .wholeUnit : .projects(integratedRoots)
        }

        private(set) var positions: [[Int]] = []
        /// Each member's unit number in the model (the number of roots for the files of no unit).
        private(set) var unitNumbers: [Int] = []
        private(set) var mayHaveUnscannedClasses: [Bool] = []
        private(set) var mainBundleSupply: [MainBundleSupply] = []
        private(set) var mainBundleSupplyOfFile: [[String: MainBundleSupply]] = []
        private(set) var podNames: [[String]] = []
        private(set) var absentCode: [AbsentCode.List] = []
        /// The launch build settings of each member's projects.
        private(set) var launchSettings: [[LaunchEntry]] = []

        /// The positions of each unit's files: one list per unit of the model, and a last one for the files of no unit.
        static func filesByUnit(_ files: [InputFile], model: ProjectModel) -> [[Int]] {
            var byUnit = [[Int]](repeating: [], count: model.unitRoots.count + 1)
            for position in files.indices {
                let units = model.units(of: files[position].path)
                if units.isEmpty { byUnit[model.unitRoots.count].append(position) }
                for unit in units { byUnit[unit].append(position) }
            }
            return byUnit
        }

        /// `byUnit`: `filesByUnit(files, model:)`.
        init(files: [InputFile], byUnit: [[Int]], model: ProjectModel, tree: TreeFacts, launchSettings allLaunchSettings: [LaunchEntry]) {
            let roots = model.unitRoots
            var settingsByUnit = [[LaunchEntry]](repeating: [], count: roots.count + 1)
            for entry in allLaunchSettings {
                for unit in model.units(of: entry.location.file) { settingsByUnit[unit].append(entry) }
            }
            let markers = tree.dependencyMarkers.map(ProjectPath.normalized)
            for unit in byUnit.indices where !byUnit[unit].isEmpty {
                var nestedPodfiles: [(marker: String, folders: [String])] = []
                positions.append(byUnit[unit])
                unitNumbers.append(unit)
                launchSettings.append(settingsByUnit[unit])
                let hasMarker: Bool
                if markers.isEmpty {
                    hasMarker = tree.hasDependencyManifest
                    mainBundleSupply.append(hasMarker ? .unknownDependencies : .none)
                } else {
                    var unitMarkers = unit < roots.count ? markers.filter { ProjectPath.isWithin($0, directory: roots[unit]) }
                        : markers.filter { marker in !roots.contains { ProjectPath.isWithin(marker, directory: $0) } }
                    // A Podfile counts for the projects it integrates: one nested in the unit (a vendored package's
                    // example app) counts only for the files of the projects it names, not for the whole unit.
                    var nested: [(marker: String, folders: [String])] = []
                    unitMarkers = unitMarkers.filter { marker in
                        let scope = Self.podfileScope(marker, model: model, unitRoot: unit < roots.count ? roots[unit] : nil,
                                                      unitFiles: byUnit[unit].lazy.map { files[$0].path })
                        switch scope {
                        case .wholeUnit: return true
                        case .projects(let folders):
                            if !folders.isEmpty { nested.append((marker, folders)) }
                            return false
                        }
                    }
                    hasMarker = !unitMarkers.isEmpty
                    mainBundleSupply.append(MainBundleSupply.of(markers: unitMarkers, root: unit < roots.count ? roots[unit] : "."))
                    nestedPodfiles = nested
                }
                let walkedSources = Set(byUnit[unit].lazy.filter { files[$0].kind == .swift || files[$0].kind == .objectiveC }.map { ProjectPath.normalized(files[$0].path).lowercased() })
                let absent = AbsentCode.of(unit: unit, roots: roots, markers: markers, model: model, walkedSources: walkedSources)
                absentCode.append(absent)
                mayHaveUnscannedClasses.append(hasMarker || !absent.isEmpty || (unit < roots.count && model.usesRemotePackages(unit: unit)))
                // The targets' CocoaPods phases say what pods copy into each target's bundle: a nib's or a source's own.
                var ofFile: [String: MainBundleSupply] = [:]
                // The files of the projects a nested Podfile integrates: what its pods copy is theirs.
                for (marker, folders) in nestedPodfiles {
                    let supply = MainBundleSupply.of(markers: [marker], root: unit < roots.count ? roots[unit] : ".")
                    guard supply != .none else { continue }
                    for position in byUnit[unit] where folders.contains(where: { ProjectPath.isWithin(ProjectPath.normalized(files[position].path), directory: $0) }) {
                        ofFile[files[position].path] = supply
                    }
                }
                if let supply = mainBundleSupply.last, supply != .none, supply != .unknownDependencies, unit < roots.count, model.hasPodsPhases(unit: unit) {
                    for position in byUnit[unit] where ofFile[files[position].path] == nil
                        && (files[position].kind.isInterfaceBuilder || files[position].kind == .swift || files[position].kind == .objectiveC) {
                        let refined = supply.refined(by: model.targets(building: files[position].path), integrated: true)
                        if refined != supply { ofFile[files[position].path] = refined }
                    }
                }
                mainBundleSupplyOfFile.append(ofFile)
                // The pods that may declare a class no source declares: those whose podspec is outside the tree when the
                // Podfile (and its lock) tell them, else every pod the Podfile names.
                var pods: [String] = []
                if case .cocoaPods(let podfile, let outside)? = mainBundleSupply.last {
                    if !outside.isEmpty {
                        pods = outside
                    } else if podfile.hasSuffix("Podfile"), case .success(let bytes) = InputFile(path: podfile, kind: .swift).readBytes() {
                        pods = MainBundleSupply.podNames(podfile: String(decoding: bytes, as: UTF8.self))
                    }
                }
                podNames.append(pods)
            }
        }
    }
}
